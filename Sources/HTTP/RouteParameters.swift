/// The values a parameter route's `:name` segments matched, e.g. `id` = "42" for `/tictactoe/replay/:id` at
/// `/tictactoe/replay/42`. Empty for every other route.
public struct RouteParameters: Sendable {
    @usableFromInline let names: [String]
    @usableFromInline let values: [Substring]

    public init() {
        names = []
        values = []
    }

    init(names: [String], values: [Substring]) {
        self.names = names
        self.values = values
    }

    /// The segment `name` matched, as decoded from the path; nil when the route has no such parameter.
    @inlinable public subscript(name: String) -> Substring? {
        names.firstIndex(of: name).map { values[$0] }
    }

    /// The segment read as a decimal integer; nil when it is missing or is no such number (so a handler answers
    /// both as one: there is no such thing). Inlinable, so the caller's number type is parsed without generics.
    @inlinable public func get<Number: FixedWidthInteger>(_ name: String, as type: Number.Type) -> Number? {
        self[name].flatMap { Number($0) }
    }
}
