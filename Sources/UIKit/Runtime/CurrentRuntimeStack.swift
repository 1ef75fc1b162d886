import Foundation

/// The runtimes made current for as long as their owners say (`UIKitRuntime.makeCurrent
/// (for:)`): what a test's body runs in, between making a `ScreenTester` and tearing it
/// down, so that `UIView.animate`, `UIScreen.main` or a controller's initializer called
/// there act on the tester's screen.
///
/// The newest entry wins, so two testers in one test, nested or side by side, give the
/// one made last until it is torn down, then the one before. An entry whose owner has
/// gone without resigning (a tester never torn down) no longer counts.
///
/// Entries belong to the task that made them, because Swift Testing runs tests at once,
/// each in a task of its own, and an async test's body resumes between other tests':
/// each test sees its own entries (`own`), and those made outside any task, as XCTest's
/// synchronous `setUp` and test methods make them (`taskless`). XCTest runs an async
/// `setUp` and the test method after it in two tasks, one after the other; so when the
/// running task has none of its own, the entries of the one task that has any are the
/// running test's (`orphaned`): a test runner that runs tests one at a time leaves no
/// other.
@MainActor
struct CurrentRuntimeStack {
  private struct Entry {
    let runtime: UIKitRuntime
    weak var owner: AnyObject?
    /// The task that made it; nil outside any task.
    let task: Int?
  }

  private var entries: [Entry] = []

  var isEmpty: Bool { entries.isEmpty }

  /// The task code runs in now, as a key (nil outside any task).
  private static var currentTask: Int? { withUnsafeCurrentTask { $0?.hashValue } }

  mutating func push(_ runtime: UIKitRuntime, owner: AnyObject) {
    entries.removeAll { $0.owner == nil || $0.owner === owner }
    entries.append(Entry(runtime: runtime, owner: owner, task: Self.currentTask))
  }

  mutating func remove(owner: AnyObject) {
    entries.removeAll { $0.owner == nil || $0.owner === owner }
  }

  /// The newest live entry of the running task, else of no task.
  var own: UIKitRuntime? {
    let task = Self.currentTask
    var taskless: UIKitRuntime?
    for entry in entries.reversed() where entry.owner != nil {
      if entry.task == task { return entry.runtime }
      if entry.task == nil, taskless == nil { taskless = entry.runtime }
    }
    return taskless
  }

  /// When the running task has no entry: the newest live entry, if every live entry was
  /// made by one and the same other task.
  var orphaned: UIKitRuntime? {
    var task: Int??
    var newest: UIKitRuntime?
    for entry in entries.reversed() where entry.owner != nil {
      if let known = task {
        guard known == entry.task else { return nil }
      } else {
        task = entry.task
        newest = entry.runtime
      }
    }
    return newest
  }
}
