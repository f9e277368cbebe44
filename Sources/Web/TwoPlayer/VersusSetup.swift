import Games

/// The setup below the board of a game played against the computer or a second player on one device
/// (`Templates/partials/versus-setup.mustache`): who plays, the computer's level and the side the player takes, then
/// the form that starts a round with a friend online.
struct VersusSetup: Sendable {
    let modes: [Choice]
    let levels: [Choice]
    let marks: [Choice]
    /// Where the online form posts (`/<slug>/online/new`).
    let onlineAction: String

    init<Pages: OnlinePages, Mode, Level>(_: Pages.Type, mode: Mode, modeTitle: (Mode) -> String, level: Level,
                                          levelTitle: (Level) -> String, human: Pages.Core.Side)
    where Mode: CaseIterable & RawRepresentable<String> & Equatable, Level: CaseIterable & RawRepresentable<String> & Equatable {
        modes = Choice.each(mode, title: modeTitle)
        levels = Choice.each(level, title: levelTitle)
        marks = Choice.each(human, title: \.rawValue)
        onlineAction = "\(OnlineController<Pages>.path)/new"
    }
}

extension VersusSetup: TemplateFields {
    var templateFields: TemplateObject {
        ["modes": .init(modes), "levels": .init(levels), "marks": .init(marks), "onlineAction": .init(onlineAction)]
    }
}
