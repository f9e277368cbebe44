import FuzzSupport
import WordSearch

/// The custom word list as a pasted or uploaded JSON document (the project's own JSON reader).
/// Refusals must say something; accepted documents must make a sound board (see `GeneratedBoard.swift`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzWordListJSON(_ data: UnsafeRawPointer?, _ count: Int) -> CInt {
    let document = Array(UnsafeRawBufferPointer(start: data, count: data == nil ? 0 : count))
    do {
        checkBoard(try WordSearchParams.custom(json: document), seed: UInt64(document.count))
    } catch {
        require(!error.message.isEmpty, "a refusal without a sentence")
    }
    return 0
}
