import Foundation
import Testing
import UIKitTestSupport

@testable import UIKit

/// Size classes and idioms as Apple's HIG table "Device size classes" gives them, and the
/// callback when they change.
@MainActor
@Suite(.uikitRuntime)
struct UITraitCollectionTests {
  private func traits(_ device: DeviceProfile, _ orientation: UIInterfaceOrientation) -> UITraitCollection {
    let oriented = device.oriented(orientation)
    return UITraitCollection.of(device: oriented, windowSize: oriented.size)
  }

  @Test("iPhones: compact wide and regular tall in portrait, compact both in landscape")
  func phones() {
    for phone in [DeviceProfile.iPhoneSE, .iPhone13Mini, .iPhone14, .iPhone16, .iPhone16Pro] {
      let portrait = traits(phone, .portrait)
      #expect(portrait.horizontalSizeClass == .compact && portrait.verticalSizeClass == .regular, "\(phone.name)")
      let landscape = traits(phone, .landscapeRight)
      #expect(landscape.horizontalSizeClass == .compact && landscape.verticalSizeClass == .compact, "\(phone.name)")
      #expect(portrait.userInterfaceIdiom == .phone && portrait.displayScale == phone.scale)
    }
  }

  @Test("The Plus and Pro Max phones are regular wide in landscape")
  func wideLandscapePhones() {
    for phone in [DeviceProfile.iPhone16Plus, .iPhone16ProMax] {
      #expect(traits(phone, .portrait).horizontalSizeClass == .compact)
      let landscape = traits(phone, .landscapeLeft)
      #expect(landscape.horizontalSizeClass == .regular && landscape.verticalSizeClass == .compact)
    }
  }

  @Test("An iPad full screen is regular both ways in both orientations")
  func pads() {
    for pad in DeviceProfile.pads {
      for orientation in [UIInterfaceOrientation.portrait, .landscapeRight] {
        let t = traits(pad, orientation)
        #expect(t.horizontalSizeClass == .regular && t.verticalSizeClass == .regular, "\(pad.name)")
        #expect(t.userInterfaceIdiom == .pad && t.displayScale == 2)
      }
    }
  }

  @Test("An iPad window narrower than 678 points is compact wide (Split View's 1/2 on the 11-inch: 592)")
  func narrowPadWindow() {
    let pad = DeviceProfile.iPadPro11.oriented(.landscapeRight)
    #expect(
      UITraitCollection.of(device: pad, windowSize: CGSize(width: 592, height: 834)).horizontalSizeClass == .compact)
    #expect(
      UITraitCollection.of(device: pad, windowSize: CGSize(width: 809, height: 834)).horizontalSizeClass == .regular)
    #expect(
      UITraitCollection.of(device: pad, windowSize: CGSize(width: 678, height: 834)).horizontalSizeClass == .regular)
  }

  @Test("A view and its controller read their window's traits; a view in no window has none specified")
  func viewsReadTheWindow() {
    let screen = UIScreen(device: .iPadAir11)
    let window = UIWindow(screen: screen)
    let controller = UIViewController()
    window.rootViewController = controller
    let child = UIView()
    controller.view.addSubview(child)
    #expect(child.traitCollection.userInterfaceIdiom == .pad)
    #expect(controller.traitCollection.horizontalSizeClass == .regular)
    #expect(UIView().traitCollection.horizontalSizeClass == .unspecified)
    #expect(UIView().traitCollection.userInterfaceIdiom == .unspecified)
    #expect(screen.traitCollection.userInterfaceIdiom == .pad)
  }

  @Test("containsTraits(in:) compares only what the other specifies")
  func containsTraits() {
    let phone = traits(.iPhone14, .portrait)
    #expect(phone.containsTraits(in: UITraitCollection(horizontalSizeClass: .compact)))
    #expect(!phone.containsTraits(in: UITraitCollection(horizontalSizeClass: .regular)))
    #expect(phone.containsTraits(in: UITraitCollection(userInterfaceIdiom: .phone)))
    #expect(phone.containsTraits(in: UITraitCollection()))
    #expect(phone.isEqual(traits(.iPhone14, .portrait)) && !phone.isEqual(traits(.iPhone14, .landscapeLeft)))
  }

  @Test("UIDevice.current is the main screen's device: one object, following the profile")
  func device() {
    let device = UIDevice.current
    #expect(device === UIDevice.current)
    UIScreen.main.device = .iPhone14
    #expect(device.userInterfaceIdiom == .phone && device.model == "iPhone" && device.systemName == "iOS")
    UIScreen.main.device = .iPadMini
    #expect(device.userInterfaceIdiom == .pad && device.model == "iPad" && device.systemName == "iPadOS")
  }
}

/// Records each trait change, with the traits before and after.
@MainActor
private final class TraitRecordingController: UIViewController {
  var changes: [(before: UIUserInterfaceSizeClass?, after: UIUserInterfaceSizeClass)] = []
  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    changes.append((previousTraitCollection?.horizontalSizeClass, traitCollection.horizontalSizeClass))
  }
}

@MainActor
private final class TraitRecordingView: UIView {
  var count = 0
  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    count += 1
  }
}

@MainActor
@Suite(.serialized, .uikitRuntime)
struct TraitChangeTests {
  @Test("Turning a Plus phone changes its width class: the controller and its views are told, with the old traits")
  func plusRotation() {
    let screen = UIScreen(device: .iPhone16Plus)
    let window = UIWindow(screen: screen)
    let controller = TraitRecordingController()
    let view = TraitRecordingView()
    window.rootViewController = controller
    controller.view.addSubview(view)
    window.makeKeyAndVisible()
    UIKitRuntime.current.pumpFrames(1)
    #expect(screen.rotate(to: .landscapeRight))
    UIKitRuntime.current.pumpFrames(30)
    #expect(controller.changes.map(\.before) == [.compact])
    #expect(controller.changes.map(\.after) == [.regular])
    #expect(view.count == 1)
    #expect(screen.rotate(to: .portrait))
    UIKitRuntime.current.pumpFrames(30)
    #expect(controller.changes.map(\.after) == [.regular, .compact])
    #expect(view.count == 2)
    window.resignKeyAndHide()
  }

  @Test("Turning an iPad leaves it regular both ways: nobody is told")
  func padRotation() {
    let screen = UIScreen(device: .iPadPro11)
    let window = UIWindow(screen: screen)
    let controller = TraitRecordingController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    UIKitRuntime.current.pumpFrames(1)
    #expect(screen.rotate(to: .landscapeRight))
    UIKitRuntime.current.pumpFrames(30)
    #expect(controller.changes.isEmpty)
    #expect(window.frame.size == CGSize(width: 1210, height: 834))
    window.resignKeyAndHide()
  }

  @Test("A phone turned to an iPhone 14 in landscape: compact both ways, so the vertical class changed")
  func phoneRotationChangesTheVerticalClass() {
    let screen = UIScreen(device: .iPhone14)
    let window = UIWindow(screen: screen)
    let controller = TraitRecordingController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    UIKitRuntime.current.pumpFrames(1)
    #expect(screen.rotate(to: .landscapeLeft))
    UIKitRuntime.current.pumpFrames(30)
    #expect(controller.changes.count == 1)
    #expect(controller.traitCollection.verticalSizeClass == .compact)
    window.resignKeyAndHide()
  }
}
