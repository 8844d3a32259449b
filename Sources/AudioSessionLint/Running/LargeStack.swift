import Foundation

/// Runs work on a thread of its own with a large stack, and waits for it.
///
/// swift-syntax parses and walks a tree recursively, one level per bracket or link of a chain. The nesting budget
/// (``LintBudget``) bounds those levels; this stack makes sure that the levels the budget allows fit, whatever thread
/// the caller is on (a test runner's or a dispatch queue's threads have far smaller stacks than the main thread).
/// The stack is reserved address space: only the pages a deep file touches take memory.
enum LargeStack {
    /// The stack size of the thread. A debug build, whose frames are several times larger than a release build's,
    /// needs about 2 MB for files at the limits of the budget (and crashes with 512 KB, a secondary thread's usual
    /// stack): 64 MB leaves a wide margin and is only reserved, not used.
    static let size = 64 * 1024 * 1024

    /// A result handed from the worker thread to the waiting caller; the semaphore orders the two accesses.
    private final class Box<Value>: @unchecked Sendable {
        var value: Value?
    }

    /// `body`'s result, computed on a thread with a ``size`` stack.
    static func run<Value>(_ body: @escaping @Sendable () -> Value) -> Value {
        let box = Box<Value>()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.value = body()
            done.signal()
        }
        thread.stackSize = size
        thread.start()
        done.wait()
        // The worker always stores a value before it signals.
        return box.value!
    }
}
