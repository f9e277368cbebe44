import Dispatch
import Synchronization

/// Runs event streams' close actions (`EventStream.onClose`) on a background thread, batched: streams closing
/// together share one dispatch. A dispatch each left a burst of closes' continuations cached by libdispatch, each
/// pinning a page of freed heap that could then not be handed back (see `HeapRelease`).
enum StreamCloseActions {
    private struct Queue: ~Copyable {
        var actions: [@Sendable () -> Void] = []
        var draining = false
    }

    private static let queue = Mutex(Queue())

    static func run(_ actions: [@Sendable () -> Void]) {
        guard !actions.isEmpty else { return }
        let starts = queue.withLock { queue in
            queue.actions.append(contentsOf: actions)
            defer { queue.draining = true }
            return !queue.draining
        }
        if starts { DispatchQueue.global().async { drain() } }
    }

    private static func drain() {
        while true {
            let batch = queue.withLock { queue in
                defer { queue.actions = [] }
                if queue.actions.isEmpty { queue.draining = false }
                return queue.actions
            }
            if batch.isEmpty { return }
            batch.forEach { $0() }
        }
    }
}
