/// The server could not start, e.g. "cannot listen on 127.0.0.1:8080: address in use".
public struct ServerError: Error, Sendable, Equatable, CustomStringConvertible {
    /// One sentence a person starting the server can act on.
    public let message: String

    public init(message: String) {
        self.message = message
    }

    public var description: String { message }
}
