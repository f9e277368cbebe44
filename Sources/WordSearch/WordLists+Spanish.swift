/// The Spanish lists: the same themes as English's, in Spanish words (accents as Spanish writes them; the grid reads
/// them as `Alphabet.spanish` does, with Ñ a letter of its own).
extension WordLists {
    static let spanish: [WordList] = [
        WordList(id: original.id, title: original.title,
                 words: ["Swift", "Kotlin", "ObjectiveC", "Variable", "Java", "Móvil",
                         "Xcode", "Android", "Compilador", "Función", "Depurador", "Clausura", "Protocolo", "Gradle",
                         "Tableta"],
                 core: original.core, language: .es),
        // The languages' names are the same in every Latin alphabet.
        WordList(id: languages.id, title: languages.title, words: languages.words, language: .es),
        WordList(id: animals.id, title: animals.title,
                 words: ["Elefante", "Jirafa", "Pingüino", "Delfín", "Canguro", "Tigre", "Cebra", "Nutria", "Tejón",
                         "Castor", "Halcón", "Conejo", "Ardilla", "Morsa", "Pulpo", "Erizo", "Koala", "Langosta",
                         "Camello", "Alce", "Bisonte", "Jaguar", "Llama", "Gorila", "Flamenco", "Araña", "Cigüeña",
                         "Ñandú"],
                 language: .es),
        WordList(id: space.id, title: space.title,
                 words: ["Mercurio", "Venus", "Tierra", "Marte", "Júpiter", "Saturno", "Urano", "Neptuno", "Plutón",
                         "Ceres", "Eris", "Titán", "Europa", "Ganímedes", "Calisto", "Fobos", "Tritón", "Caronte",
                         "Cometa", "Asteroide", "Órbita", "Galaxia", "Nebulosa", "Meteoro", "Eclipse"],
                 language: .es),
        WordList(id: fruits.id, title: fruits.title,
                 words: ["Manzana", "Plátano", "Cereza", "Mango", "Naranja", "Papaya", "Kiwi", "Limón", "Lima", "Uva",
                         "Melocotón", "Pera", "Ciruela", "Albaricoque", "Coco", "Higo", "Guayaba", "Lichi", "Aceituna",
                         "Membrillo", "Frambuesa", "Fresa", "Arándano", "Mandarina", "Piña", "Sandía", "Granada"],
                 language: .es),
    ]
}
