import CMicroHTTPD

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// libmicrohttpd calls plain C functions, so these are global and capture nothing: the server arrives
// through `cls` (retained by `Server.start` until the daemon stops), the request's state through `*con_cls`.

/// The request line has arrived: start the exchange that follows this request to its end.
func requestStarted(cls: UnsafeMutableRawPointer?, uri: UnsafePointer<CChar>?,
                    connection: OpaquePointer?) -> UnsafeMutableRawPointer? {
    guard let cls else { return nil }
    let server = Unmanaged<Server>.fromOpaque(cls).takeUnretainedValue()
    server.inFlight.wrappingAdd(1, ordering: .acquiringAndReleasing)
    if let connection, let watched = server.watched(connection) {
        server.connections.requestStarted(watched)
    }
    let exchange = Exchange(target: uri.flatMap { String(validatingCString: $0) }, started: .now)
    if server.refusedMetrics != nil { exchange.startedNanoseconds = MonotonicTime.nanoseconds() }
    return Unmanaged.passRetained(exchange).toOpaque()
}

/// Called once with the headers, once per body chunk, and a last time with no data: answer then.
func accessHandler(cls: UnsafeMutableRawPointer?, connection: OpaquePointer?, url: UnsafePointer<CChar>?,
                   method: UnsafePointer<CChar>?, version: UnsafePointer<CChar>?,
                   uploadData: UnsafePointer<CChar>?, uploadDataSize: UnsafeMutablePointer<Int>?,
                   requestState: UnsafeMutablePointer<UnsafeMutableRawPointer?>?) -> MHD_Result {
    guard let cls, let connection, let method, let uploadDataSize, let state = requestState?.pointee else {
        return .NO
    }
    let server = Unmanaged<Server>.fromOpaque(cls).takeUnretainedValue()
    let exchange = Unmanaged<Exchange>.fromOpaque(state).takeUnretainedValue()
    let chunk = UnsafeRawBufferPointer(start: uploadData, count: uploadData == nil ? 0 : uploadDataSize.pointee)
    uploadDataSize.pointee = 0
    return server.advance(exchange, connection: connection, method: method, version: version, chunk: chunk)
}

/// The request is over (response sent, or the connection failed): log it and let it go.
func requestCompleted(cls: UnsafeMutableRawPointer?, connection: OpaquePointer?,
                      requestState: UnsafeMutablePointer<UnsafeMutableRawPointer?>?,
                      reason: MHD_RequestTerminationCode) {
    guard let cls, let requestState, let state = requestState.pointee else { return }
    requestState.pointee = nil
    let server = Unmanaged<Server>.fromOpaque(cls).takeUnretainedValue()
    let exchange = Unmanaged<Exchange>.fromOpaque(state).takeRetainedValue()
    if let connection, let watched = server.watched(connection) {
        server.connections.answered(watched)
    }
    // A refusal written while the body arrived went out whole, however the connection ended after it.
    server.complete(exchange, delivered: reason == .REQUEST_TERMINATED_COMPLETED_OK || exchange.phase == .draining)
}

/// libmicrohttpd's own messages (refused connections, socket errors) go to the same log.
func libraryMessage(cls: UnsafeMutableRawPointer?, format: UnsafePointer<CChar>?, arguments: CVaListPointer?) {
    guard let cls, let format, let arguments else { return }
    let server = Unmanaged<Server>.fromOpaque(cls).takeUnretainedValue()
    var buffer = [CChar](repeating: 0, count: 512)
    _ = vsnprintf(&buffer, buffer.count, format, arguments)
    let message = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    server.logger.notice("libmicrohttpd: \(message.trimmingTrailingNewlines())")
}

/// Collects request headers into a dictionary with lower-cased names (`HeaderScan` has judged them before).
final class HeaderCollector {
    var headers: [String: String] = [:]
}

func collectHeader(cls: UnsafeMutableRawPointer?, kind: MHD_ValueKind, key: UnsafePointer<CChar>?, keySize: Int,
                   value: UnsafePointer<CChar>?, valueSize: Int) -> MHD_Result {
    guard let cls, let key else { return .YES }
    let collector = Unmanaged<HeaderCollector>.fromOpaque(cls).takeUnretainedValue()
    let nameBytes = UnsafeRawBufferPointer(start: key, count: keySize)
    // Header names are ASCII tokens: lower-cased byte by byte into the one string made for the name.
    let name = String(unsafeUninitializedCapacity: keySize) { out in
        for (index, byte) in nameBytes.enumerated() {
            out[index] = (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
        }
        return keySize
    }
    let text = value.map { String(decoding: UnsafeRawBufferPointer(start: $0, count: valueSize), as: UTF8.self) } ?? ""
    if let earlier = collector.headers[name] {
        // Repeated headers fold into one list; cookies use their own separator.
        collector.headers[name] = earlier + (name == "cookie" ? "; " : ", ") + text
    } else {
        collector.headers[name] = text
    }
    return .YES
}

/// HEAD responses carry a length but no body, so MHD never asks for the bytes.
func refuseBody(cls: UnsafeMutableRawPointer?, position: UInt64, buffer: UnsafeMutablePointer<CChar>?,
                capacity: Int) -> Int {
    MHD_CONTENT_READER_END_WITH_ERROR
}

extension String {
    func trimmingTrailingNewlines() -> String {
        var text = Substring(self)
        while text.last == "\n" || text.last == "\r" {
            text = text.dropLast()
        }
        return String(text)
    }
}
