import Foundation
import Logging
import Testing
@testable import HTTP

@Suite("--log-format json: one JSON object a line, whatever a client sends")
struct JSONLogLineTests {
    private let time = timespec(tv_sec: 1_796_000_000, tv_nsec: 7_000_000)

    private func parsed(_ line: String) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }

    @Test("an access line's fields, numbers as numbers")
    func accessLine() throws {
        let line = JSONLogHandler.line(time: time, level: .info, message: "request", metadata: [
            "method": "GET", "path": "/tictactoe?x=1", "route": "/tictactoe", "status": "200", "duration_ms": "0.42",
            "client": "192.0.2.7", "request_id": "a1b2-3",
        ])
        let object = try parsed(line)
        #expect(object["time"] as? String == "2026-11-30T00:53:20.007Z")
        #expect(object["level"] as? String == "info")
        #expect(object["status"] as? Int == 200)
        #expect(object["duration_ms"] as? Double == 0.42)
        #expect(object["request_id"] as? String == "a1b2-3")
        #expect(object["route"] as? String == "/tictactoe")
    }

    @Test("hostile method, path and client values stay inside their strings, on one line",
          arguments: ["GET\n{\"level\":\"critical\"}", "/a\"b\\c\r\n\u{1B}[2J\u{7F}\u{85}\u{2028}", "\"},{\"x\":1", "ünï\u{0}"])
    func hostile(_ value: String) throws {
        let line = JSONLogHandler.line(time: time, level: .info, message: "request", metadata: [
            "method": .string(value), "path": .string(value), "client": .string(value), "status": "404",
        ])
        #expect(!line.contains("\n") && !line.contains("\r") && !line.contains("\u{2028}"))
        let object = try parsed(line)
        #expect(object["method"] as? String == value)
        #expect(object["path"] as? String == value)
        #expect(object["client"] as? String == value)
        #expect(object.count == 7)
    }

    @Test("a status that is not a number stays a string")
    func notANumber() throws {
        let object = try parsed(JSONLogHandler.line(time: time, level: .warning, message: "m",
                                                    metadata: ["status": "2e5", "duration_ms": "1.5"]))
        #expect(object["status"] as? String == "2e5")
        #expect(object["duration_ms"] as? Double == 1.5)
    }

    @Test("request ids: a proxy's taken when sane, made here otherwise, never twice the same")
    func requestIDs() {
        #expect(RequestIDs.isSane("edge-42.a:b_c"))
        #expect(!RequestIDs.isSane(""))
        #expect(!RequestIDs.isSane("no spaces"))
        #expect(!RequestIDs.isSane(String(repeating: "a", count: 65)))
        let ids = RequestIDs()
        let made = (0..<1000).map { _ in ids.next() }
        #expect(Set(made).count == 1000)
        #expect(made.allSatisfy(RequestIDs.isSane))
    }
}
