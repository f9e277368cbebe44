/// The French lists: the same themes as English's, in French words (accents as French writes them; the grid reads
/// them as `Alphabet.french` does, in unaccented capitals).
extension WordLists {
    static let french: [WordList] = [
        WordList(id: original.id, title: original.title,
                 words: ["Swift", "Kotlin", "ObjectiveC", "Variable", "Java", "Mobile",
                         "Xcode", "Android", "Compilateur", "Fonction", "Débogueur", "Fermeture", "Protocole", "Gradle",
                         "Tablette"],
                 core: original.core, language: .fr),
        // The languages' names are the same in every Latin alphabet.
        WordList(id: languages.id, title: languages.title, words: languages.words, language: .fr),
        WordList(id: animals.id, title: animals.title,
                 words: ["Éléphant", "Girafe", "Pingouin", "Dauphin", "Kangourou", "Tigre", "Zèbre", "Loutre",
                         "Blaireau", "Castor", "Faucon", "Lapin", "Écureuil", "Morse", "Pieuvre", "Hérisson", "Panda",
                         "Koala", "Homard", "Chameau", "Élan", "Bison", "Jaguar", "Renard", "Gorille", "Flamant"],
                 language: .fr),
        WordList(id: space.id, title: space.title,
                 words: ["Mercure", "Vénus", "Terre", "Mars", "Jupiter", "Saturne", "Uranus", "Neptune", "Pluton",
                         "Cérès", "Éris", "Titan", "Europe", "Ganymède", "Callisto", "Phobos", "Triton", "Charon",
                         "Comète", "Astéroïde", "Orbite", "Galaxie", "Nébuleuse", "Météore", "Éclipse"],
                 language: .fr),
        WordList(id: fruits.id, title: fruits.title,
                 words: ["Pomme", "Banane", "Cerise", "Mangue", "Orange", "Papaye", "Kiwi", "Citron", "Raisin", "Pêche",
                         "Poire", "Prune", "Abricot", "Figue", "Goyave", "Litchi", "Olive", "Coing", "Framboise",
                         "Fraise", "Myrtille", "Mandarine", "Nectarine", "Ananas", "Melon", "Pastèque", "Grenade"],
                 language: .fr),
    ]
}
