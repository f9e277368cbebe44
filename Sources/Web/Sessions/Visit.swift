import Games
import HTTP
import Storage

/// One request from a known browser session: what a page handler works with.
struct Visit: Sendable {
    let request: Request
    let session: SessionRecord
    /// False on a visit that has written nothing yet: its session row does not exist.
    let isStored: Bool
    let now: Int64
    /// The form's fields, first value per name: built once, since a move reads them several times.
    let fields: FormFields

    init(request: Request, session: SessionRecord, isStored: Bool = true, now: Int64) {
        self.request = request
        self.session = session
        self.isStored = isStored
        self.now = now
        fields = request.form.fields
    }
}
