#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The stored form of a game that is the JSON of its `Codable` conformance. Keys are written sorted, so the same
/// game is always the same text; rows written with keys in any other order read the same.
public enum CodableStoredForm {
    public static func text(of game: some Encodable, named name: String) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        do {
            return String(decoding: try encoder.encode(game), as: UTF8.self)
        } catch {
            // A game is strings, whole numbers and booleans: nothing in it can fail to encode.
            preconditionFailure("A \(name) game could not be encoded: \(error)")
        }
    }

    public static func game<Game: Decodable>(_ type: Game.Type, from text: String, named name: String) throws -> Game {
        do {
            return try JSONDecoder().decode(Game.self, from: Data(text.utf8))
        } catch {
            throw StoredFormError(game: name, reason: String(describing: error))
        }
    }
}

/// A game stored as the JSON of its `Codable` conformance (`CodableStoredForm`): it gives only the name its errors
/// say ("A Word Search game could not be encoded").
public protocol StoredAsJSON: Codable {
    static var storedName: String { get }
}

extension StoredAsJSON {
    public var storedForm: String {
        CodableStoredForm.text(of: self, named: Self.storedName)
    }

    public init(storedForm: String) throws {
        self = try CodableStoredForm.game(Self.self, from: storedForm, named: Self.storedName)
    }
}
