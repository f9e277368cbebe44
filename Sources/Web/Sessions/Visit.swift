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
    /// The answer memo's stamp, read before anything the page shows was (`App.memoStamp`); nil: not to be reused.
    let memoStamp: SIMD8<UInt64>?

    init(request: Request, session: SessionRecord, isStored: Bool = true, now: Int64, memoStamp: SIMD8<UInt64>? = nil) {
        self.request = request
        self.memoStamp = memoStamp
        self.session = session
        self.isStored = isStored
        self.now = now
        fields = request.form.fields
    }
}
