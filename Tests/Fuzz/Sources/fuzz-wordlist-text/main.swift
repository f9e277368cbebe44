import FuzzSupport
import WordSearch

runFuzzer(fuzzWordListText)

/// The custom word list as typed into the form: the grid size and reveals as typed, then the words.
/// Refusals must say something; accepted lists must make a sound board (see `GeneratedBoard.swift`).
func fuzzWordListText(_ data: UnsafeRawBufferPointer) {
    var input = FuzzInput(data)
    let size = input.bool() ? input.pick(["6", "8", "12", "20", " 10 ", "21", "5", "-8", "٨", ""]) : input.text(upTo: 8)
    let reveals = input.bool() ? input.pick(["0", "2", "5", "6", "-1", "", "+2"]) : input.text(upTo: 8)
    let seed = input.uint64()
    let words = String(decoding: input.rest(), as: UTF8.self)
    do {
        checkBoard(try WordSearchParams.custom(wordsText: words, size: size, reveals: reveals), seed: seed)
    } catch {
        require(!error.message.isEmpty, "a refusal without a sentence")
    }
}
