import Foundation
import Synchronization

/// Work running on its own thread (blocking socket calls must not sit on Swift concurrency's few threads).
final class Background<Value: Sendable>: Sendable {
    private let result = Mutex<Value?>(nil)
    private let done = DispatchSemaphore(value: 0)

    init(_ work: @escaping @Sendable () -> Value) {
        let thread = Thread { [self] in
            let value = work()
            result.withLock { $0 = value }
            done.signal()
        }
        thread.start()
    }

    /// The value, or nil if the work did not finish within `seconds`.
    func value(waitingUpTo seconds: Double = 20) -> Value? {
        guard done.wait(timeout: .now() + seconds) == .success else { return nil }
        done.signal()
        return result.withLock { $0 }
    }
}
