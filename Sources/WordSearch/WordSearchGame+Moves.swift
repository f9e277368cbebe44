extension WordSearchGame {
    /// Plays a move. A thrown error leaves the game exactly as it was; everything else (a first
    /// tap, a cancel, a selection that is not a word) is a move that says what happened.
    public mutating func apply(_ move: WordSearchMove) throws(WordSearchError) {
        guard outcome == .playing else { throw .gameOver }
        switch move {
        case .tap(let cell):
            guard grid.indices.contains(cell) else { throw .outOfRange }
            tap(cell)
        case .select(let from, let to):
            // Both ends are checked first, so a refused selection changes nothing.
            guard grid.indices.contains(from), grid.indices.contains(to) else { throw .outOfRange }
            pendingStart = nil
            tap(from)
            tap(to)
        case .reveal(let wordIndex):
            guard placed.indices.contains(wordIndex) else { throw .outOfRange }
            guard !isFound(wordIndex: wordIndex), !isRevealed(wordIndex: wordIndex) else { throw .alreadyFound }
            guard revealsLeft > 0 else { throw .noRevealsLeft }
            revealed.append(wordIndex)
            mark(wordIndex, with: 2)
            pendingStart = nil
            lastMessage = "Revealed \(placed[wordIndex].word)."
        }
        moveCount += 1
    }

    /// The first tap marks where a word starts; the second ends the selection, whatever it spells.
    private mutating func tap(_ cell: Int) {
        guard let start = pendingStart else {
            pendingStart = cell
            lastMessage = nil
            return
        }
        pendingStart = nil
        if start == cell {
            lastMessage = "Selection cancelled."
        } else if let cells = line(from: start, to: cell) {
            lastMessage = select(cells)
        } else {
            lastMessage = "Those letters are not in a line."
        }
    }

    /// Marks the word the cells spell, read either way, and says what happened.
    private mutating func select(_ cells: [Int]) -> String {
        let letters = cells.map { grid[$0] }
        let matches = placed.indices.filter { index in
            let word = Array(placed[index].word.unicodeScalars)
            return word == letters || word.elementsEqual(letters.reversed())
        }
        if let index = matches.first(where: { !isFound(wordIndex: $0) && !isRevealed(wordIndex: $0) }) {
            found.append(index)
            mark(index, with: 1)
            return Self.foundMessage(placed[index].word)
        }
        if let index = matches.first {
            let word = placed[index].word
            return isFound(wordIndex: index) ? "You already found \(word)." : "\(word) was already revealed."
        }
        return "No word there."
    }

    /// What a selection that finds `word` says.
    static func foundMessage(_ word: String) -> String { "Found \(word)!" }

    /// Whether the last move found a word (its message names the word found last), so the page can celebrate it.
    public var lastMoveFoundAWord: Bool {
        guard let message = lastMessage, let last = found.last else { return false }
        return message == Self.foundMessage(placed[last].word)
    }

    /// The word the last move found (its index in `placed`), or nil.
    public var lastFoundWord: Int? { lastMoveFoundAWord ? found.last : nil }

    /// The cells from one tap to the other, both included, when they lie on a row, a column or a
    /// diagonal; nil otherwise.
    private func line(from start: Int, to end: Int) -> [Int]? {
        let dx = end % width - start % width
        let dy = end / width - start / width
        guard dx == 0 || dy == 0 || abs(dx) == abs(dy) else { return nil }
        let steps = max(abs(dx), abs(dy))
        let step = dy.signum() * width + dx.signum()
        return (0...steps).map { start + $0 * step }
    }
}
