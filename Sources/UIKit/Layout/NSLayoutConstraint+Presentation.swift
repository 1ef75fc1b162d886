import Foundation

extension NSLayoutConstraint {
  /// The constant the frames on screen were laid out with: while an animation block's
  /// change of `constant` runs, its value at this frame; else `constant`. Not UIKit's API
  /// (iOS animates the layers, and a constraint only ever reports its model constant):
  /// the lab's inspector shows it beside the constant, so that a handle such as the todo
  /// screen's can be watched moving with the keyboard.
  @_spi(Lab) public var presentationConstant: CGFloat {
    guard let container, let engine = container.layoutEngineIfPresent,
      let record = engine.records[ObjectIdentifier(self)], let presented = record.presented
    else { return constant }
    return CGFloat(presented)
  }
}
