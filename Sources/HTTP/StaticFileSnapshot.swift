#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads every file under a root folder whose real path stays inside the root.
struct StaticFileSnapshot {
    /// Folders nested deeper than this are not read (symlinked folders could otherwise go on for long).
    private static let maximumDepth = 16
    /// Larger files are left out: this is for a site's CSS, icons and fonts, not downloads.
    private static let maximumFileSize = 16 << 20

    private(set) var root = ""
    private(set) var files: [String: StaticFile] = [:]
    private var visitedFolders: Set<String> = []

    init(root: String) {
        guard let resolved = Self.realPath(root), Self.isFolder(resolved) else { return }
        self.root = resolved
        readFolder(resolved, named: "", depth: 0)
    }

    private mutating func readFolder(_ folder: String, named prefix: String, depth: Int) {
        guard depth <= Self.maximumDepth, visitedFolders.insert(folder).inserted,
              let directory = opendir(folder)
        else {
            return
        }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard !name.hasPrefix("."), let resolved = Self.realPath(folder + "/" + name), isInsideRoot(resolved) else {
                continue
            }
            let relative = prefix + name
            if Self.isFolder(resolved) {
                readFolder(resolved, named: relative + "/", depth: depth + 1)
            } else if let body = Self.contents(of: resolved) {
                files[relative] = StaticFile(name: relative, body: body)
            }
        }
    }

    private func isInsideRoot(_ path: String) -> Bool {
        path.hasPrefix(root == "/" ? "/" : root + "/")
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(validatingCString: resolved)
    }

    private static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// The bytes of a regular file, or nil for anything else or an unreadable file.
    private static func contents(of path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG,
              Int(info.st_size) <= maximumFileSize
        else {
            return nil
        }
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
        var filled = 0
        while filled < bytes.count {
            let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + filled, $0.count - filled) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return nil }
            filled += count
        }
        return bytes
    }
}
