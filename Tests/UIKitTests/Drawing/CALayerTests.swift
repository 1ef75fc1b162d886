import Foundation
import Testing
import UIKitTestSupport

@testable import UIKit

@Suite("CALayer", .uikitRuntime)
@MainActor
struct CALayerTests {
  @Test("A new layer has CALayer's defaults: no corners, no border, no masking")
  func defaults() {
    let layer = CALayer()
    #expect(layer.cornerRadius == 0)
    #expect(layer.borderWidth == 0)
    #expect(layer.borderColor == nil)
    #expect(layer.masksToBounds == false)
    #expect(layer.delegate == nil)
  }

  @Test("Every style property change notifies the owner, so the view redraws")
  func onChange() {
    let layer = CALayer()
    var changes = 0
    layer.onChange = { changes += 1 }
    layer.cornerRadius = 8
    layer.borderWidth = 1
    layer.borderColor = UIColor.systemGray4.cgColor
    layer.masksToBounds = true
    #expect(changes == 4)
  }

  @Test("The delegate (the owning view) is held weakly, as on iOS")
  func weakDelegate() {
    let layer = CALayer()
    do {
      let owner = NSObject()
      layer.delegate = owner
      #expect(layer.delegate === owner)
    }
    #expect(layer.delegate == nil)
  }
}
