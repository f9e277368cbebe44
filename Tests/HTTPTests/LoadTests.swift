import HTTP
import Synchronization
import Testing

@Suite("Concurrent requests")
struct LoadTests {
    @Test func burstOf200RequestsOver8ThreadsIsAllAnswered() throws {
        let test = try TestServer(threads: 2, router: exampleRouter())
        let client = test.client
        let answered = Atomic<Int>(0)
        let workers = (0..<8).map { worker in
            Background { () -> [String] in
                var problems: [String] = []
                for index in 0..<25 {
                    let number = worker * 25 + index
                    do {
                        let response = try client.get("/echo?n=\(number)")
                        if response.status == 200, response.text.contains("query=n=\(number)\n") {
                            answered.wrappingAdd(1, ordering: .relaxed)
                        } else {
                            problems.append("\(number): \(response.status) \(response.text)")
                        }
                    } catch {
                        problems.append("\(number): \(error)")
                    }
                }
                return problems
            }
        }
        let problems = workers.flatMap { $0.value(waitingUpTo: 60) ?? ["a worker did not finish"] }
        #expect(problems.isEmpty, "\(problems.prefix(5))")
        #expect(answered.load(ordering: .relaxed) == 200)
        #expect(eventually { test.server.inFlightRequests == 0 })
    }
}
