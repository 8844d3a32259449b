/// A kind of word of the vocabulary: a typed enumeration whose cases ``Vocabulary`` spells, once each.
public protocol VocabularyWord: Hashable, Sendable, Codable, CaseIterable where AllCases == [Self] {
    /// The entries of this kind in `vocabulary`, in the format's order.
    static func entries(in vocabulary: Vocabulary) -> [Vocabulary.Entry<Self>]
}
