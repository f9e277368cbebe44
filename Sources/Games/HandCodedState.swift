/// A game core that writes and reads its stored JSON by hand. A move stores the state every time, and
/// JSONEncoder and JSONDecoder were a fifth of a move's CPU.
///
/// `storedJSON` must be JSON that the type's `Codable` conformance reads back as the same game, so rows stay
/// readable by anything that reads JSON. `init?(storedJSON:)` needs to read only that exact layout: it returns
/// nil for anything else (rows written by `JSONEncoder`, whose keys come in any order, or a damaged row), and the
/// caller then decodes the text with `JSONDecoder`, which also reports what is wrong with it.
public protocol HandCodedState: Codable {
    var storedJSON: String { get }
    init?(storedJSON: String)
}
