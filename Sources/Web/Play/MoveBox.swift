import Games

/// The move box every game page has (`Templates/partials/move-box.mustache`): a plain form posting `typed` to the
/// game's move route, so a typed move takes the one path a tap takes, and the answer to a reading typed there
/// (`?read=row+3`, `ReadableBoard`). In blind mode it comes first in the play area and is focused on every page.
struct MoveBox: Sendable {
    /// The box's id: the fragment of the page a typed move or a reading lands on, which focuses it again.
    static let inputID = "box"
    /// The query that names a reading typed into the box (`BoardReading.query`).
    static let readParameter = "read"

    /// Blind mode: the box first in the play area and focused (`autofocus`) on every page.
    let blind: Bool
    /// What a reading typed into the box answers, when the address asks one.
    let reading: BoardAnswer?
    /// The ids of what the box is described by: the reading's answer and a typed move's note.
    let describedBy: String?

    init<Pages: GamePages>(_ view: GameView<Pages.Core>, _: Pages.Type) {
        self.init(blind: view.visit.session.blind,
                  reading: view.visit.request.query[Self.readParameter].map { BoardAnswer($0, Pages.readable(view)) },
                  noteID: view.note == nil ? nil : Pages.noteID)
    }

    /// `noteID`: the id of the note a slip left on the page, if any.
    init(blind: Bool, reading: BoardAnswer?, noteID: String?) {
        self.blind = blind
        self.reading = reading
        let ids = [noteID, reading == nil ? nil : "box-answer"].compactMap { $0 }
        describedBy = ids.isEmpty ? nil : ids.joined(separator: " ")
    }
}

extension MoveBox: TemplateFields {
    var templateFields: TemplateObject {
        ["blind": .init(blind), "reading": .init(reading), "describedBy": .init(describedBy)]
    }
}
