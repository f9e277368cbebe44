import Dispatch
import Foundation
import Glibc
import Storage
import Synchronization

/// Where the computer's long searches run (Ultimate Tic-Tac-Toe's Hard, ~10 ms of a core each): threads at nice 10,
/// one fewer than the cores, so a site full of them keeps cores free for other requests, while a search still gets
/// a core nobody else wants. Outside any database transaction.
final class ComputerThinking: Sendable {
    private let jobs = Mutex<[@Sendable () -> Void]>([])
    private let queued = DispatchSemaphore(value: 0)

    /// The process's one set: the cores are the machine's, whatever number of sites (tests) it serves.
    static let shared = ComputerThinking()

    init(thinkers: Int = ComputerThinking.coresLeft) {
        for _ in 0..<max(1, thinkers) { Thread { [self] in work() }.start() }
    }

    /// One fewer than the cores online, at least one.
    static var coresLeft: Int { max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)) - 1) }

    /// `body`'s answer: at once on this thread when the computer does not think long, else from a thinking thread.
    /// The time it takes does not count against the request's database deadline (`DatabaseDeadline.excluding`).
    func run<T: Sendable>(thinking: Bool, _ body: @escaping @Sendable () -> T) -> T {
        guard thinking else { return body() }
        return DatabaseDeadline.excluding {
            let done = DispatchSemaphore(value: 0)
            let answer = Mutex<T?>(nil)
            jobs.withLock { $0.append { answer.withLock { $0 = body() }; done.signal() } }
            queued.signal()
            done.wait()
            return answer.withLock { $0! }
        }
    }

    private func work() {
        // On Linux a nice value belongs to the thread that sets it (0: the calling thread), not to the process.
        setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 10)
        while true {
            queued.wait()
            if let job = jobs.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) { job() }
        }
    }
}
