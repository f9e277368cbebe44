import Testing
@testable import Web

@Suite("Text table")
struct TextTableTests {
    @Test("every key finds its own value, among thousands, ASCII or not; a key not in it finds nothing")
    func lookups() {
        let keys = (0..<3000).map { "Row {{row}}, column \($0) · é" } + ["", "—", "a", "A"]
        let table = TextTable(keys.enumerated().map { ($1, $0) })
        for (index, key) in keys.enumerated() { #expect(table[key] == index, "\(key)") }
        #expect(table["Row {{row}}, column 3000 · é"] == nil)
        #expect(table["b"] == nil)
        #expect(table["Row {{row}}, column 1 · e"] == nil)
    }

    @Test("an empty table finds nothing, and a key given twice keeps its last value")
    func edges() {
        #expect(TextTable<String>([])["x"] == nil)
        #expect(TextTable([("x", 1), ("x", 2)])["x"] == 2)
    }
}
