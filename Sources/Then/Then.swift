import Foundation

/// Configure-in-place helpers, as the Then library has them:
///
/// ```swift
/// let stack = UIStackView().then { $0.axis = .vertical }   // reference type: same object
/// let frame = CGRect.zero.with { $0.size.width = 100 }       // value type: changed copy
/// UserDefaults.standard.do { $0.set(1, forKey: "n") }        // just run the block
/// ```
///
/// `NSObject` and the Foundation value types below adopt it here; UIKit's views, layout
/// guides and constraints are `NSObject`s, as on iOS, so they have it too.
public protocol Then {}

extension Then where Self: Any {
  /// A copy of `self` changed by `block` (for a reference type, `self` itself).
  @inlinable
  public func with(_ block: (inout Self) throws -> Void) rethrows -> Self {
    var copy = self
    try block(&copy)
    return copy
  }

  /// Runs `block` with `self`.
  @inlinable
  public func `do`(_ block: (Self) throws -> Void) rethrows {
    try block(self)
  }

  /// For a value type: a copy of `self` changed by `block`, as `with`.
  @inlinable
  public func then(_ block: (inout Self) throws -> Void) rethrows -> Self {
    var copy = self
    try block(&copy)
    return copy
  }
}

extension Then where Self: AnyObject {
  /// Configures `self` with `block` and returns it (the same object).
  @inlinable
  public func then(_ block: (Self) throws -> Void) rethrows -> Self {
    try block(self)
    return self
  }
}

extension NSObject: Then {}
extension CGPoint: Then {}
extension CGRect: Then {}
extension CGSize: Then {}
extension Array: Then {}
extension Dictionary: Then {}
extension Set: Then {}
extension JSONDecoder: Then {}
extension JSONEncoder: Then {}
