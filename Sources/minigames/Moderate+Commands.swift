import ArgumentParser
import Foundation
import Storage
import Web

extension Moderate {
    struct List: ModerationCommand {
        static let configuration = CommandConfiguration(
            abstract: "The newest named (or hidden) results, with the ids the other commands take.")

        @ParentCommand var root: Options
        @Option(help: "How many results, newest first.") var limit: Int = 50

        func run() throws {
            let scores = try database.read { c in try ModerationStore.recent(c, limit: limit) }
            print(["ID", "DATE", "BOARD", "RESULT", "SESSION", "NAME"].joined(separator: "\t"))
            for score in scores {
                var name = score.name ?? ""
                if let hidden = score.hiddenName { name += name.isEmpty ? "[hidden: \(hidden)]" : " [hidden: \(hidden)]" }
                if score.isHidden { name += " [result hidden]" }
                let session = score.sessionID + (score.isBanned ? " [banned]" : "")
                print(["\(score.id)", score.day, score.boardTitle, score.valueText, session, name].joined(separator: "\t"))
            }
        }
    }

    struct HideName: ModerationCommand {
        static let configuration = CommandConfiguration(
            abstract: "Hide a result's name (its owner may name it again), or every result with a name.")

        @ParentCommand var root: Options
        @Argument(help: "The result's id (from `list`).") var id: Int64?
        @Option(help: "Hide this name on every result instead (case is ignored).") var named: String?

        func validate() throws {
            guard (id == nil) != (named == nil) else { throw ValidationError("give either a result id or --named NAME") }
        }

        func run() throws {
            if let named {
                let count = try database.write { c in try ModerationStore.hideName(c, named: named) }
                guard count > 0 else { throw CommandFailure(description: "no result is named '\(named)'") }
                print("hid the name on \(count) result\(count == 1 ? "" : "s")")
            } else if let id {
                try database.change({ c in try ModerationStore.hideName(c, scoreID: id) },
                                    orFail: "result \(id) does not exist or has no name")
                print("hid the name of result \(id)")
            }
        }
    }

    struct HideScore: ModerationCommand {
        static let configuration = CommandConfiguration(
            abstract: "Take a whole result off the boards; its owner cannot name it again.")

        @ParentCommand var root: Options
        @Argument(help: "The result's id (from `list`).") var id: Int64

        func run() throws {
            try database.change({ c in try ModerationStore.hideScore(c, scoreID: id) }, orFail: "result \(id) does not exist")
            print("hid result \(id)")
        }
    }

    struct Unhide: ModerationCommand {
        static let configuration = CommandConfiguration(abstract: "Show a hidden result, or its hidden name, again.")

        @ParentCommand var root: Options
        @Argument(help: "The result's id (from `list`).") var id: Int64

        func run() throws {
            try database.change({ c in try ModerationStore.unhide(c, scoreID: id) }, orFail: "result \(id) does not exist")
            print("result \(id) is shown again")
        }
    }

    struct BanSession: ModerationCommand {
        static let configuration = CommandConfiguration(
            commandName: "ban-session", abstract: "Refuse names from a session (its results are still recorded).")

        @ParentCommand var root: Options
        @Argument(help: "The session id (from `list`).") var session: String
        @Flag(help: "Also hide the names it has already given.") var hideNames = false

        func run() throws {
            let hidden = try database.write { c in
                try ModerationStore.ban(c, sessionID: session, now: Moderate.now, hidingNames: hideNames)
            }
            print("session \(session) can no longer name results" + (hideNames ? "; hid \(hidden) name\(hidden == 1 ? "" : "s")" : ""))
        }
    }

    struct Unban: ModerationCommand {
        static let configuration = CommandConfiguration(abstract: "Let a banned session name results again.")

        @ParentCommand var root: Options
        @Argument(help: "The session id.") var session: String

        func run() throws {
            try database.change({ c in try ModerationStore.unban(c, sessionID: session) },
                                orFail: "session \(session) is not banned")
            print("session \(session) can name results again")
        }
    }

    struct Bans: ModerationCommand {
        static let configuration = CommandConfiguration(abstract: "The sessions banned from naming, newest first.")

        @ParentCommand var root: Options

        func run() throws {
            for ban in try database.read({ c in try ModerationStore.bans(c) }) {
                print("\(ban.sessionID)\tsince \(Date(timeIntervalSince1970: Double(ban.bannedAt) / 1000))")
            }
        }
    }
}
