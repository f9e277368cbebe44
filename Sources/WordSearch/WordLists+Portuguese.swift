/// The Brazilian Portuguese lists: the same themes as English's, in Portuguese words (accents and ç as Portuguese
/// writes them; the grid reads them as `Alphabet.portuguese` does, in capitals without them).
extension WordLists {
    static let portuguese: [WordList] = [
        WordList(id: original.id, title: original.title,
                 words: ["Swift", "Kotlin", "ObjectiveC", "Variável", "Java", "Celular",
                         "Xcode", "Android", "Compilador", "Função", "Depurador", "Laço", "Protocolo", "Gradle",
                         "Tablet"],
                 core: original.core, language: .ptBR),
        // The languages' names are the same in every Latin alphabet.
        WordList(id: languages.id, title: languages.title, words: languages.words, language: .ptBR),
        WordList(id: animals.id, title: animals.title,
                 words: ["Elefante", "Girafa", "Pinguim", "Golfinho", "Canguru", "Tigre", "Zebra", "Lontra", "Texugo",
                         "Castor", "Falcão", "Coelho", "Esquilo", "Morsa", "Polvo", "Ouriço", "Panda", "Coala",
                         "Lagosta", "Camelo", "Alce", "Bisão", "Onça", "Lhama", "Gorila", "Flamingo", "Jacaré",
                         "Tucano"],
                 language: .ptBR),
        WordList(id: space.id, title: space.title,
                 words: ["Mercúrio", "Vênus", "Terra", "Marte", "Júpiter", "Saturno", "Urano", "Netuno", "Plutão",
                         "Ceres", "Éris", "Titã", "Europa", "Ganimedes", "Calisto", "Fobos", "Tritão", "Caronte",
                         "Cometa", "Asteroide", "Órbita", "Galáxia", "Nebulosa", "Meteoro", "Eclipse"],
                 language: .ptBR),
        WordList(id: fruits.id, title: fruits.title,
                 words: ["Maçã", "Banana", "Cereja", "Manga", "Laranja", "Mamão", "Kiwi", "Limão", "Uva", "Pêssego",
                         "Pera", "Ameixa", "Damasco", "Coco", "Figo", "Goiaba", "Lichia", "Azeitona", "Marmelo",
                         "Framboesa", "Morango", "Mirtilo", "Tangerina", "Abacaxi", "Melancia", "Caju", "Acerola",
                         "Maracujá", "Jabuticaba"],
                 language: .ptBR),
    ]
}
