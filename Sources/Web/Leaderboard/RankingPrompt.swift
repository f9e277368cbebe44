/// On a win that ranks, the overlay asks for a name (prefilled with the one used last in this
/// session) and says which place the result takes; once named, it says where it stands.
struct RankingPrompt: Sendable, Hashable {
    let scoreID: Int64
    let place: Int
    let boardTitle: String
    let boardHref: String
    let name: String
    let named: Bool
    /// Why the result is held for its pace (`Pace`): it waits for the operator and cannot be named yet.
    var held: String? = nil
}

extension RankingPrompt: TemplateFields {
    var templateFields: TemplateObject {
        // The place as the page's language writes a number (English: as it always was).
        ["scoreID": .init(scoreID), "place": Language.chosen == .en ? .init(place) : .init(ShownNumber.integer(place)),
         "boardTitle": .init(boardTitle),
         "boardHref": .init(boardHref), "name": .init(name), "named": .init(named), "held": .init(held)]
    }
}
