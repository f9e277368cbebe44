import Games
import Testing

/// The reading commands of the move box and the forgiving words they are read from.
@Suite struct BoardReadingTests {
    @Test func wordsForgiveCaseAndSpacing() {
        #expect(TypedText.words("  F   E 5 ") == ["f", "e5"])
        #expect(TypedText.words("Top-Left b 2") == ["top-left", "b2"])
        #expect(TypedText.words("a1,e5") == ["a1", "e5"])
        #expect(TypedText.words("") == [])
        #expect(TypedText.words(String(repeating: "x", count: 81)) == nil)
    }

    @Test(arguments: [("board", BoardReading.board), ("BOARD", .board), (" status ", .status), ("words", .words),
                      ("last", .last), ("help", .help), ("?", .help), ("row 3", .row(2)), ("Row  9", .row(8)),
                      ("column c", .column(2)), ("col I", .column(8)), ("around e5", .around(40)),
                      ("around A1", .around(0)), ("around e 5", .around(40))])
    func readingsOnANineByNineBoard(text: String, reading: BoardReading) {
        #expect(BoardReading(text, width: 9, height: 9) == reading)
        #expect(BoardReading.query(text) != nil)
    }

    @Test(arguments: ["row", "row 0", "row 10", "row c", "column 3", "column j", "around", "around j1", "around 40",
                      "board e5", "e5", "f e5", "rows 3", "help me please", ""])
    func anythingElseIsNoReading(text: String) {
        #expect(BoardReading(text, width: 9, height: 9) == nil)
    }

    @Test func theQueryIsOneSpellingAndOnlyForReadings() {
        #expect(BoardReading.query("Row  3") == "row+3")
        #expect(BoardReading.query("?") == "help")
        #expect(BoardReading.query("around E5") == "around+e5")
        // Read on the page against its own board, so a row past it is still a reading.
        #expect(BoardReading.query("row 99") == "row+99")
        #expect(BoardReading.query("e5") == nil)
        #expect(BoardReading.query("f e5") == nil)
        #expect(BoardReading.query("board <b>") == nil)
        #expect(BoardReading.query("row 3 4") == nil)
    }

    @Test func eachReadingSaysItselfOneWay() {
        for text in ["board", "row 3", "column c", "around e5", "status", "words", "last", "help"] {
            #expect(BoardReading(text, width: 9, height: 9)?.text(width: 9) == text)
        }
    }

    @Test func theCellsReadStayOnTheBoard() {
        #expect(BoardReading.around(0).cells(width: 9, height: 9) == [1, 9, 10])
        #expect(BoardReading.around(40).cells(width: 9, height: 9) == [30, 31, 32, 39, 41, 48, 49, 50])
        #expect(BoardReading.row(1).cells(width: 3, height: 3) == [3, 4, 5])
        #expect(BoardReading.column(2).cells(width: 3, height: 3) == [2, 5, 8])
        #expect(BoardReading.status.cells(width: 3, height: 3).isEmpty)
    }
}
