import Glibc
import Testing
@testable import Web

@Suite("The computer's long searches run on low-priority threads of their own")
struct ComputerThinkingTests {
    private static func nice() -> Int32 { getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0) }

    @Test func aLongSearchRunsAtNiceTenAndAnswers() {
        let thinking = ComputerThinking(thinkers: 1)
        let mine = Self.nice()
        let (answer, theirs) = thinking.run(thinking: true) { (6 * 7, Self.nice()) }
        #expect(answer == 42)
        #expect(theirs == 10)
        #expect(Self.nice() == mine, "the caller's own priority is untouched")
    }

    @Test func aShortReplyRunsOnTheCallersThread() {
        let thinking = ComputerThinking(thinkers: 1)
        #expect(thinking.run(thinking: false) { Self.nice() } == Self.nice())
    }

    @Test func manySearchesAtOnceAllAnswer() async {
        let thinking = ComputerThinking(thinkers: 2)
        let answers: [Int] = await withTaskGroup(of: Int.self) { group in
            for n in 0..<40 { group.addTask { thinking.run(thinking: true) { n * n } } }
            return await group.reduce(into: [Int]()) { $0.append($1) }
        }
        let squares: [Int] = (0..<40).map { (n: Int) -> Int in n * n }
        #expect(answers.sorted() == squares)
    }
}
