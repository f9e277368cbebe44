#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Creates the folder a database file lives in, like `mkdir -p`.
enum Directory {
    static func createParent(of path: String) throws(DatabaseError) {
        guard let slash = path.lastIndex(of: "/") else { return }
        let folder = path[..<slash]
        var prefix = folder.hasPrefix("/") ? "/" : ""
        for part in folder.split(separator: "/") {
            prefix += prefix.isEmpty || prefix.hasSuffix("/") ? String(part) : "/" + part
            guard part != ".", part != ".." else { continue }
            if mkdir(prefix, 0o755) != 0 && errno != EEXIST {
                let reason = String(cString: strerror(errno))
                throw DatabaseError(kind: .open, message: "cannot create the folder \(prefix): \(reason)")
            }
        }
    }
}
