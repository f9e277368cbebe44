/// A form body or query string whose percent-encoding is broken or whose bytes are not UTF-8.
public struct FormDecodingError: Error, Sendable, Equatable, CustomStringConvertible {
    /// One sentence a player can read.
    public let message: String

    public init(message: String = "The form data sent by your browser could not be read.") {
        self.message = message
    }

    public var description: String { message }
}
