import Foundation

/// The name of a method, as Objective-C's selectors name them ("paste:" for
/// `paste(_:)`), and, where it was made from one, the method itself.
///
/// There is no Objective-C runtime on Linux: `#selector` does not compile and nothing can
/// look a method up by its name. So a selector that is to be *called* (target–action,
/// a gesture recognizer's action, a notification observer) carries an unapplied method
/// reference beside its name — `Selector("keyboardWillShow:", Self.keyboardWillShow(_:))`,
/// which is what `keyboard-lab port` writes for `#selector(keyboardWillShow(_:))`. The
/// reference names the method's class and not an object, so a selector keeps no target
/// alive: the target stays the caller's business, held weakly as UIKit holds it.
///
/// Selectors compare by name alone, as on iOS: `action == Selector("paste:")` in a
/// `canPerformAction` override means what it means there, whichever way either was made.
/// A selector made from a name only can be compared but not called; registering one as
/// an action stops the program with a message that says what to write instead, where iOS
/// would stop at the first send with "unrecognized selector sent to instance".
public struct Selector: Hashable, @unchecked Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
  // @unchecked: `method` is an unapplied method reference (no captured state); selectors
  // are performed on the main actor, where UIKit sends every action.
  public let name: String
  let method: Method?

  public init(_ name: String) {
    self.name = name
    method = nil
  }
  public init(stringLiteral name: String) { self.init(name) }

  /// A method that takes no argument: `@objc func dismissKeyboard()`.
  public init<Target: AnyObject, Result>(_ name: String, _ method: @escaping (Target) -> () -> Result) {
    self.name = name
    self.method = Method(Target.self) { target, _, _ in
      _ = method(target as! Target)()
    }
  }

  /// A method that takes the sender, the recognizer or the notification:
  /// `@objc func keyboardWillShow(_ notification: Notification)`.
  public init<Target: AnyObject, Argument, Result>(
    _ name: String, _ method: @escaping (Target) -> (Argument) -> Result
  ) {
    self.name = name
    self.method = Method(Target.self) { target, first, _ in
      let argument: Argument = Self.argument(first, as: Argument.self, for: name, at: 1)
      _ = method(target as! Target)(argument)
    }
  }

  /// A control's action that also takes the event:
  /// `@objc func dragged(_ sender: UIControl, forEvent event: UIEvent)`.
  public init<Target: AnyObject, First, Second, Result>(
    _ name: String, _ method: @escaping (Target) -> (First, Second) -> Result
  ) {
    self.name = name
    self.method = Method(Target.self) { target, first, second in
      let a: First = Self.argument(first, as: First.self, for: name, at: 1)
      let b: Second = Self.argument(second, as: Second.self, for: name, at: 2)
      _ = method(target as! Target)(a, b)
    }
  }

  public var description: String { name }

  public static func == (a: Selector, b: Selector) -> Bool { a.name == b.name }
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }

  /// Whether `target` has this selector's method (it is an instance of the method's
  /// class or of a subclass), as `responds(to:)` answers on iOS.
  public func canBePerformed(by target: AnyObject) -> Bool {
    guard let method else { return false }
    return method.accepts(target)
  }

  /// Calls the method on `target` with the arguments Objective-C would pass: as many of
  /// `sender` and `event` as the method takes.
  func perform(on target: AnyObject, sender: Any?, event: Any? = nil) {
    guard let method else {
      fatalError(Self.uncallable(name))
    }
    guard method.accepts(target) else {
      fatalError("unrecognized selector \(name) sent to instance of \(type(of: target))")
    }
    method.call(target, sender, event)
  }

  /// Stops with the message that says how to make a selector callable, where one that
  /// can only be compared is about to be registered as an action.
  func requireCallable(_ use: String) {
    if method == nil { fatalError(Self.uncallable(name) + " (passed to \(use))") }
  }

  private static func uncallable(_ name: String) -> String {
    "Selector(\"\(name)\") names a method but cannot call it: there is no Objective-C runtime "
      + "to look \(name) up by name. Write Selector(\"\(name)\", Type.method) with the method "
      + "itself, or run `keyboard-lab port` on the file to rewrite its #selector expressions."
  }

  /// The argument as the method's parameter type wants it. Objective-C passes object
  /// pointers whatever the parameter says, so two conversions that code relies on are
  /// kept: a `Notification` reaches an `NSNotification` parameter (tutorials write
  /// `@objc func keyboardWillShow(notification: NSNotification)`), and an object
  /// reaches a `Bool` parameter as `true`, as a non-nil pointer read as `BOOL` is —
  /// which is how `UITapGestureRecognizer(target: view, action:
  /// #selector(UIView.endEditing(_:)))` ends editing.
  private static func argument<Argument>(_ value: Any?, as type: Argument.Type, for name: String, at position: Int)
    -> Argument
  {
    if let value = value as? Argument { return value }
    if let notification = value as? Notification,
      let bridged = NSNotification(
        name: notification.name, object: notification.object, userInfo: notification.userInfo)
        as? Argument
    {
      return bridged
    }
    if Argument.self == Bool.self, let truth = (value != nil) as? Argument { return truth }
    // `Any?` and `AnyObject?` parameters take a missing argument as nil.
    if value == nil, let none = Optional<Any>.none as? Argument { return none }
    let given = value.map { "\(Swift.type(of: $0))" } ?? "nil"
    fatalError("\(name): argument \(position) is \(given), the method takes \(Argument.self)")
  }

  /// A method made callable on any object: whether an object is of its class, and the
  /// call with the target and up to two arguments (those it does not take are ignored).
  struct Method {
    let accepts: (AnyObject) -> Bool
    let call: (AnyObject, Any?, Any?) -> Void

    init<Target: AnyObject>(
      _ target: Target.Type, call: @escaping (AnyObject, Any?, Any?) -> Void
    ) {
      accepts = { $0 is Target }
      self.call = call
    }
  }
}
