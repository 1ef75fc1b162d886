import Foundation
import Testing
import UIKitTestSupport

@testable import UIKit

/// Foundation's undo manager as UIKit supplies it: groups, undo and redo of what the
/// undone actions register, and targets that are gone.
@Suite("UndoManager", .uikitRuntime)
@MainActor
struct UndoManagerTests {
  @MainActor
  final class Counter {
    var value = 0
    let manager: UndoManager
    init(_ manager: UndoManager) { self.manager = manager }

    /// Adds `n`, registering its inverse, as undoable code does.
    func add(_ n: Int) {
      value += n
      manager.registerUndo(withTarget: self) { $0.add(-n) }
    }
  }

  @Test func undoAndRedoRunWhatWasRegisteredEachWay() {
    let manager = UndoManager()
    let counter = Counter(manager)
    counter.add(1)
    counter.add(10)
    #expect(manager.canUndo && !manager.canRedo)
    manager.undo()
    #expect(counter.value == 1)
    #expect(manager.canRedo)
    manager.redo()
    #expect(counter.value == 11)
    manager.undo()
    manager.undo()
    #expect(counter.value == 0)
    #expect(!manager.canUndo)
    // A new action after undoing drops what could be redone.
    counter.add(5)
    #expect(!manager.canRedo)
  }

  @Test func aGroupIsUndoneAtOnceLastActionFirst() {
    let manager = UndoManager()
    var order: [Int] = []
    let target = NSObject()
    manager.beginUndoGrouping()
    manager.registerUndo(withTarget: target) { _ in order.append(1) }
    manager.registerUndo(withTarget: target) { _ in order.append(2) }
    manager.setActionName("Typing")
    manager.endUndoGrouping()
    #expect(manager.undoActionName == "Typing")
    manager.undo()
    #expect(order == [2, 1])
    #expect(!manager.canUndo)
  }

  @Test func aTargetThatIsGoneIsNotCalledAndRegistrationCanBeOff() {
    let manager = UndoManager()
    var called = false
    do {
      let target = NSObject()
      manager.registerUndo(withTarget: target) { _ in called = true }
    }
    manager.undo()
    #expect(!called)
    let target = NSObject()
    manager.disableUndoRegistration()
    manager.registerUndo(withTarget: target) { _ in called = true }
    manager.enableUndoRegistration()
    #expect(!manager.canUndo)
  }

  @Test func levelsOfUndoKeepTheNewest() {
    let manager = UndoManager()
    manager.levelsOfUndo = 2
    let counter = Counter(manager)
    counter.add(1)
    counter.add(2)
    counter.add(3)
    manager.undo()
    manager.undo()
    manager.undo()
    #expect(counter.value == 1)
  }
}
