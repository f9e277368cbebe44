import Games
import Testing
@testable import TicTacToe

@Suite("Error messages")
struct ErrorMessageTests {
    static let everyError: [TicTacToeError] = [
        .cellNotEmpty, .xExpected, .oExpected, .gameNotInProgress, .outOfRange,
        .badMove("Choose a square to play."), .badParams("Choose to play X or O."),
    ]

    @Test("Each error is a capitalised sentence ending in a full stop", arguments: everyError)
    func sentence(error: TicTacToeError) {
        let message = error.message
        #expect(message.first?.isUppercase == true)
        #expect(message.hasSuffix("."))
    }

    @Test("Each fixed error has its own message")
    func distinct() {
        #expect(Set(Self.everyError.map(\.message)).count == Self.everyError.count)
    }

    @Test("The original app's wording for a taken square")
    func takenSquare() {
        #expect(TicTacToeError.cellNotEmpty.message == "That square is already taken.")
        #expect(TicTacToeError.xExpected.message == "It is X's turn.")
        #expect(TicTacToeError.oExpected.message == "It is O's turn.")
    }
}
