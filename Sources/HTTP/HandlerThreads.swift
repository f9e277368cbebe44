import Dispatch
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Threads for handlers that may wait (on a database), apart from libmicrohttpd's workers: a worker keeps every
/// connection it accepted, so a handler waiting there would hold up all of them, static files and `/healthz` too.
/// The server suspends the connection, runs the handler here (jobs in order, any free thread) and resumes it.
final class HandlerThreads: Sendable {
    typealias Job = @Sendable () -> Void

    private struct State {
        var jobs: [Job?] = []
        var next = 0
        var threads: [pthread_t] = []
    }

    private let state = Mutex(State())
    private let ready = DispatchSemaphore(value: 0)

    /// Starts `count` threads (at least one).
    func start(count: Int) {
        for _ in 0..<max(1, count) {
            var thread = pthread_t()
            let context = Unmanaged.passRetained(self).toOpaque()
            guard pthread_create(&thread, nil, { context in
                Unmanaged<HandlerThreads>.fromOpaque(context!).takeRetainedValue().runUntilStopped()
                return nil
            }, context) == 0 else {
                Unmanaged<HandlerThreads>.fromOpaque(context).release()
                continue
            }
            state.withLock { $0.threads.append(thread) }
        }
    }

    /// False when no thread runs (none could be started, or stopped): the caller then runs the job itself.
    func run(_ job: @escaping Job) -> Bool {
        let queued = state.withLock { state in
            guard !state.threads.isEmpty else { return false }
            state.jobs.append(job)
            return true
        }
        if queued { ready.signal() }
        return queued
    }

    /// Runs every job queued so far, then ends the threads and waits for them. A job that never returns blocks this.
    func stop() {
        let threads = state.withLock { state in
            defer { state.threads = [] }
            state.jobs.append(contentsOf: Array(repeating: nil, count: state.threads.count))
            return state.threads
        }
        for _ in threads { ready.signal() }
        for thread in threads { pthread_join(thread, nil) }
    }

    private func runUntilStopped() {
        while true {
            ready.wait()
            let job: Job? = state.withLock { state in
                let job = state.jobs[state.next]
                state.next += 1
                if state.next == state.jobs.count {
                    state.jobs.removeAll(keepingCapacity: true)
                    state.next = 0
                } else if state.next >= 1024 {
                    // A queue never empty under load: drop the jobs taken so far now and then.
                    state.jobs.removeFirst(state.next)
                    state.next = 0
                }
                return job
            }
            guard let job else { return }
            job()
        }
    }
}
