import Foundation

// On iOS a `CGRect` in an `[AnyHashable: Any]` and an `NSValue` holding one are the same
// thing to a cast: `as? CGRect` finds the rect in an `NSValue`, and `as? NSValue` boxes a
// plain `CGRect`. Swift's casts do that through `_ObjectiveCBridgeable`, the mechanism
// Foundation uses for `NSNumber` and numbers here too; these conformances give UIKit's
// geometry the same bridge. A value that holds another type (a point asked for as a
// rect) does not cast, as on iOS.

/// The Objective-C type encodings `NSValue` reports for each geometry type.
private enum Encoding {
  static let rect = String(cString: NSValue(rect: .zero).objCType)
  static let point = String(cString: NSValue(point: .zero).objCType)
  static let size = String(cString: NSValue(size: .zero).objCType)
  static let edgeInsets = String(cString: NSValue(uiEdgeInsets: .zero).objCType)
}

extension CGRect: @retroactive _ObjectiveCBridgeable {
  public typealias _ObjectType = NSValue
  public func _bridgeToObjectiveC() -> NSValue { NSValue(cgRect: self) }
  public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGRect?) {
    result = source.cgRectValue
  }
  public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGRect?) -> Bool {
    guard source.holds(Encoding.rect) else { return false }
    result = source.cgRectValue
    return true
  }
  public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGRect {
    source?.cgRectValue ?? .zero
  }
}

extension CGPoint: @retroactive _ObjectiveCBridgeable {
  public typealias _ObjectType = NSValue
  public func _bridgeToObjectiveC() -> NSValue { NSValue(cgPoint: self) }
  public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGPoint?) {
    result = source.cgPointValue
  }
  public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGPoint?) -> Bool {
    guard source.holds(Encoding.point) else { return false }
    result = source.cgPointValue
    return true
  }
  public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGPoint {
    source?.cgPointValue ?? .zero
  }
}

extension CGSize: @retroactive _ObjectiveCBridgeable {
  public typealias _ObjectType = NSValue
  public func _bridgeToObjectiveC() -> NSValue { NSValue(cgSize: self) }
  public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGSize?) {
    result = source.cgSizeValue
  }
  public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGSize?) -> Bool {
    guard source.holds(Encoding.size) else { return false }
    result = source.cgSizeValue
    return true
  }
  public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGSize {
    source?.cgSizeValue ?? .zero
  }
}

extension UIEdgeInsets: _ObjectiveCBridgeable {
  public typealias _ObjectType = NSValue
  public func _bridgeToObjectiveC() -> NSValue { NSValue(uiEdgeInsets: self) }
  public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout UIEdgeInsets?) {
    result = source.uiEdgeInsetsValue
  }
  public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout UIEdgeInsets?) -> Bool {
    guard source.holds(Encoding.edgeInsets) else { return false }
    result = source.uiEdgeInsetsValue
    return true
  }
  public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> UIEdgeInsets {
    source?.uiEdgeInsetsValue ?? .zero
  }
}
