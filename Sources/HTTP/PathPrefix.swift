/// The start of a path (a prefix route's `/static/`, a parameter route's `/tictactoe/replay/`), compared on the
/// path's bytes but answering as `String.hasPrefix` does: a combining mark after its last slash makes that slash
/// another character, so the path does not start with it.
struct PathPrefix: Sendable {
    let text: String
    let bytes: [UInt8]
    private let isASCII: Bool

    init(_ text: String) {
        self.text = text
        bytes = Array(text.utf8)
        isASCII = bytes.allSatisfy { $0 < 0x80 }
    }

    /// Whether `path`, whose UTF-8 is `pathBytes`, starts with it.
    func begins(_ pathBytes: UnsafeBufferPointer<UInt8>, _ path: String) -> Bool {
        guard pathBytes.count >= bytes.count else { return false }
        for index in bytes.indices where pathBytes[index] != bytes[index] { return false }
        // After an ASCII prefix, an ASCII byte (or the end) starts a new character: the bytes decide alone.
        if isASCII, pathBytes.count == bytes.count || pathBytes[bytes.count] < 0x80 { return true }
        return path.hasPrefix(text)
    }
}
