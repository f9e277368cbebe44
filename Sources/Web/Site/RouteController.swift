import HTTP

/// One feature of the site (the title screen, the leaderboard, online matches, …): it adds its own routes, and
/// reaches the shared services (database, templates, sessions) through `App`, which only wires the controllers.
protocol RouteController: Sendable {
    func register(_ router: inout Router)
}
