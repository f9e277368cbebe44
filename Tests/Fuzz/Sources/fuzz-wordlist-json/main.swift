import FuzzSupport
import WordSearch

runFuzzer(fuzzWordListJSON)

/// The custom word list as a pasted or uploaded JSON document (the project's own JSON reader).
/// Refusals must say something; accepted documents must make a sound board (see `GeneratedBoard.swift`).
func fuzzWordListJSON(_ data: UnsafeRawBufferPointer) {
    let document = Array(data)
    do {
        checkBoard(try WordSearchParams.custom(json: document), seed: UInt64(document.count))
    } catch {
        require(!error.message.isEmpty, "a refusal without a sentence")
    }
}
