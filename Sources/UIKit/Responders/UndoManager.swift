import Foundation

/// Foundation's undo manager, which Foundation on Linux does not have: a stack of undo
/// groups and one of redo groups, with the handler-based registration Swift code uses
/// (`registerUndo(withTarget:handler:)`).
///
/// What a handler registers while an undo runs goes to the redo stack, and while a redo
/// runs to the undo stack, so an undo that re-registers its inverse (as every undoable
/// edit does) can be redone. A new action outside undo and redo clears the redo stack.
/// With `groupsByEvent` (the default, as on iOS) each registration outside an explicit
/// group is a group of its own: there is no run loop here to close a group at the end
/// of an event, which is where Foundation would. The target is not retained; an action
/// whose target has gone does nothing.
@preconcurrency @MainActor
open class UndoManager {
  private struct Action {
    let run: () -> Void
    weak var target: AnyObject?
  }

  private struct Group {
    var actions: [Action] = []
    var name = ""
  }

  private var undoStack: [Group] = []
  private var redoStack: [Group] = []
  private var open: [Group] = []

  public init() {}

  /// Whether a registration outside explicit grouping is a group of its own.
  open var groupsByEvent = true
  /// How many groups are kept (0: no limit).
  open var levelsOfUndo = 0
  open private(set) var isUndoing = false
  open private(set) var isRedoing = false
  /// Whether undo registration is on (`disableUndoRegistration` turns it off).
  open var isUndoRegistrationEnabled: Bool { disabled == 0 }
  private var disabled = 0

  open var canUndo: Bool { !undoStack.isEmpty || open.contains { !$0.actions.isEmpty } }
  open var canRedo: Bool { !redoStack.isEmpty }
  open var groupingLevel: Int { open.count }
  open var undoActionName: String { undoStack.last?.name ?? "" }
  open var redoActionName: String { redoStack.last?.name ?? "" }

  open func beginUndoGrouping() { open.append(Group()) }

  open func endUndoGrouping() {
    guard let group = open.popLast() else { return }
    if open.isEmpty {
      push(group)
    } else {
      open[open.count - 1].actions += group.actions
    }
  }

  open func disableUndoRegistration() { disabled += 1 }
  open func enableUndoRegistration() { disabled = max(0, disabled - 1) }

  /// Records `handler` to run (with `target`) when the group it joins is undone.
  open func registerUndo<Target: AnyObject>(withTarget target: Target, handler: @escaping (Target) -> Void) {
    guard disabled == 0 else { return }
    let action = Action(
      run: { [weak target] in
        if let target { handler(target) }
      }, target: target)
    if !open.isEmpty {
      open[open.count - 1].actions.append(action)
    } else {
      push(Group(actions: [action]))
    }
  }

  /// Names the group being made (or the last one made).
  open func setActionName(_ name: String) {
    if !open.isEmpty {
      open[open.count - 1].name = name
    } else if isUndoing, !redoStack.isEmpty {
      redoStack[redoStack.count - 1].name = name
    } else if !undoStack.isEmpty {
      undoStack[undoStack.count - 1].name = name
    }
  }

  /// Runs the last group's actions, last registered first.
  open func undo() {
    while !open.isEmpty { endUndoGrouping() }
    guard let group = undoStack.popLast() else { return }
    isUndoing = true
    run(group, into: \.redoStack)
    isUndoing = false
  }

  open func redo() {
    guard let group = redoStack.popLast() else { return }
    isRedoing = true
    run(group, into: \.undoStack)
    isRedoing = false
  }

  open func removeAllActions() {
    undoStack.removeAll()
    redoStack.removeAll()
    open.removeAll()
  }

  open func removeAllActions(withTarget target: AnyObject) {
    func keep(_ group: inout Group) { group.actions.removeAll { $0.target === target || $0.target == nil } }
    for i in undoStack.indices { keep(&undoStack[i]) }
    for i in redoStack.indices { keep(&redoStack[i]) }
    undoStack.removeAll { $0.actions.isEmpty }
    redoStack.removeAll { $0.actions.isEmpty }
  }

  /// What the actions of a group being undone (or redone) register forms one group on
  /// the other stack, named as the group was.
  private func run(_ group: Group, into stack: ReferenceWritableKeyPath<UndoManager, [Group]>) {
    open.append(Group(name: group.name))
    for action in group.actions.reversed() { action.run() }
    let inverse = open.removeLast()
    if !inverse.actions.isEmpty { self[keyPath: stack].append(inverse) }
  }

  private func push(_ group: Group) {
    guard !group.actions.isEmpty else { return }
    if isUndoing {
      redoStack.append(group)
    } else {
      if !isRedoing { redoStack.removeAll() }
      undoStack.append(group)
      if levelsOfUndo > 0, undoStack.count > levelsOfUndo { undoStack.removeFirst(undoStack.count - levelsOfUndo) }
    }
  }
}
