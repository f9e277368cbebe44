import HTTP
import Synchronization

/// A handler that answers "/events" with an event stream and keeps every stream it opened, for the test to send
/// on; any other path answers a small page. `opened` runs after the stream is recorded.
final class StreamRecorder: Sendable {
    private let streams = Mutex<[EventStream]>([])
    private let closings = Atomic<Int>(0)

    /// Streams whose `onClose` has run (each runs once).
    var closed: Int { closings.load(ordering: .acquiring) }
    var all: [EventStream] { streams.withLock { $0 } }
    var count: Int { streams.withLock { $0.count } }

    func handler(opened: @escaping @Sendable (EventStream) -> Void = { _ in }) -> Handler {
        { [self] request in
            guard request.path == "/events" else { return .text("page \(request.path)") }
            return .eventStream(retry: 1500) { stream in
                stream.onClose { self.closings.wrappingAdd(1, ordering: .acquiringAndReleasing) }
                self.streams.withLock { $0.append(stream) }
                opened(stream)
            }
        }
    }
}
