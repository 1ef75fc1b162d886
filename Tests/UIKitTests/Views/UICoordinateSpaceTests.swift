import Foundation
import Testing
import UIKitTestSupport

@testable import UIKit

/// Converting through `UICoordinateSpace`, as Apple's keyboard sample converts the
/// notification's end frame from the screen into a view.
@MainActor
@Suite(.uikitRuntime)
struct UICoordinateSpaceTests {
  @Test func theScreenSpaceConvertsIntoAViewOfAWindowAwayFromTheScreensOrigin() {
    let screen = UIScreen(device: .iPhone14)
    // A window placed at (0, 100) on its screen (a sheet, say), a view 20 points into it.
    let window = UIWindow(frame: CGRect(x: 0, y: 100, width: 390, height: 744), screen: screen)
    let view = UIView(frame: CGRect(x: 0, y: 20, width: 390, height: 700))
    window.addSubview(view)
    let keyboard = CGRect(x: 0, y: 553, width: 390, height: 291)  // screen coordinates
    let inView = screen.coordinateSpace.convert(keyboard, to: view)
    // 553 − 100 (window) − 20 (view) = 433.
    #expect(inView == CGRect(x: 0, y: 433, width: 390, height: 291))
    #expect(view.convert(keyboard, from: screen.coordinateSpace) == inView)
    #expect(view.convert(inView, to: screen.coordinateSpace) == keyboard)
    // The part of the view the keyboard covers: 700 − 433 = 267 points.
    #expect(view.bounds.intersection(inView).height == 267)
    #expect(screen.coordinateSpace.bounds == CGRect(x: 0, y: 0, width: 390, height: 844))
  }

  @Test func viewToViewThroughTheProtocolMatchesTheViewOverload() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let a = UIView(frame: CGRect(x: 10, y: 30, width: 100, height: 100))
    let b = UIView(frame: CGRect(x: 50, y: 200, width: 100, height: 100))
    window.addSubview(a)
    window.addSubview(b)
    let space: any UICoordinateSpace = b
    let point = CGPoint(x: 5, y: 5)
    // (10 + 5 − 50, 30 + 5 − 200)
    #expect(a.convert(point, to: space) == CGPoint(x: -35, y: -165))
    #expect(a.convert(point, to: Optional(b)) == CGPoint(x: -35, y: -165))
  }
}
