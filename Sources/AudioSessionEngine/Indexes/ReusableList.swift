/// A list the engine fills and empties on every event: emptying it forgets the count only, and the next event
/// writes over the old elements, so neither emptying nor refilling it allocates or walks the elements.
///
/// Meant for elements that hold nothing once used (the engine moves their contents out first): elements past
/// ``count`` stay in storage until overwritten.
struct ReusableList<Element: Sendable>: Sendable {
    private var storage: [Element] = []
    /// How many elements the list has.
    private(set) var count = 0

    /// The positions of the elements.
    var indices: Range<Int> { 0..<count }

    /// Adds an element, over an old one when there is one.
    @inline(__always)
    mutating func append(_ element: Element) {
        if count < storage.count {
            storage[count] = element
        } else {
            storage.append(element)
        }
        count += 1
    }

    /// The element at `position`.
    @inline(__always)
    subscript(position: Int) -> Element {
        get {
            precondition(position < count, "no such element")
            return storage[position]
        }
        _modify {
            precondition(position < count, "no such element")
            yield &storage[position]
        }
    }

    /// Forgets every element; their storage is written over later.
    @inline(__always)
    mutating func empty() { count = 0 }
}

extension Array {
    /// Empties the array and keeps its storage; an empty array is left alone (emptying costs a call even then).
    @inline(__always)
    mutating func empty() {
        if !isEmpty { removeAll(keepingCapacity: true) }
    }
}
