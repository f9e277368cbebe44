/// A cell's name as a player reads it, the value of each cell's button: column letters (a … z, aa, ab …) and row
/// from 1, "b2" for the middle of a 3 × 3 board. Text browsers show a button's value beside it (lynx: "(b2) X"),
/// where a bare index ("(4)") would read like a mine count. Forms may also post the cell's index.
public enum CellName {
    public static func text(_ index: Int, width: Int) -> String {
        column(index % width) + String(index / width + 1)
    }

    /// A column's letters: 0 → "a", 25 → "z", 26 → "aa".
    public static func column(_ column: Int) -> String {
        var column = column, letters: [UInt8] = []
        repeat {
            letters.insert(UInt8(ascii: "a") + UInt8(column % 26), at: 0)
            column = column / 26 - 1
        } while column >= 0
        return String(decoding: letters, as: UTF8.self)
    }

    /// The index a name or an index names; nil for anything else, and for a name off the board.
    public static func index(_ text: String, width: Int, height: Int) -> Int? {
        let bytes = Array(text.utf8)
        let letters = bytes.prefix { (97...122).contains($0) }
        guard !letters.isEmpty else {
            guard text.count <= 9, text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "-") }) else { return nil }
            return Int(text)
        }
        let digits = bytes.dropFirst(letters.count)
        guard letters.count <= 3, !digits.isEmpty, digits.count <= 4, digits.first != UInt8(ascii: "0"),
              digits.allSatisfy({ (48...57).contains($0) }) else { return nil }
        let column = letters.reduce(0) { $0 * 26 + Int($1 - 96) } - 1
        let row = digits.reduce(0) { $0 * 10 + Int($1 - 48) } - 1
        guard column < width, row < height else { return nil }
        return row * width + column
    }
}

extension Dictionary where Key == String, Value == String {
    /// The cell a field names, by its name (`CellName`) or its index; nil when missing or unreadable.
    public func cell(_ name: String, width: Int, height: Int) -> Int? {
        self[name].flatMap { CellName.index($0, width: width, height: height) }
    }
}
