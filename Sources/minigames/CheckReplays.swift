import ArgumentParser
import Foundation
import Storage
import Web

/// `minigames check-replays`: replays every stored game from its params, seed and move log and compares it with
/// its stored state (`ReplayCheck`). Prints the counts and each mismatch; exits 1 when any game does not match.
struct CheckReplays: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check-replays",
        abstract: "Replay every stored game from its move log and compare it with its stored state.",
        discussion: "Takes the server's --database (or DATABASE_PATH / DATABASE_URL), before or after its name; reads only.")

    @ParentCommand var root: Options

    func run() throws {
        let report = try ModerationDatabase(location: root.databaseLocation).withDatabase { try ReplayCheck.run($0) }
        for mismatch in report.mismatches { print("MISMATCH \(mismatch)") }
        print("\(report.checked) games replayed: \(report.matched) match, \(report.mismatches.count) do not.")
        if report.beforeLog > 0 {
            let since = report.logStartedAt.map { " (\(Date(timeIntervalSince1970: Double($0) / 1000)))" } ?? ""
            print("\(report.beforeLog) games created before the move log began\(since) have no full log: not checked.")
        }
        guard report.mismatches.isEmpty else {
            throw CommandFailure(description: "\(report.mismatches.count) stored games do not replay to their stored state")
        }
    }
}
