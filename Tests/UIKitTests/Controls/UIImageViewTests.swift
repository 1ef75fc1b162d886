import Foundation
import Testing
import UIKitTestSupport

@testable import UIKit

@Suite("UIImageView", .serialized, .uikitRuntime)
@MainActor
struct UIImageViewTests {
  let image = UIImage.solid(color: .systemRed, size: CGSize(width: 40, height: 20))

  func drawnRect(_ view: UIImageView) -> CGRect? {
    drawing(of: view).commands.compactMap {
      if case .image(_, let rect, _) = $0 { return rect }
      return nil
    }.first
  }

  @Test("UIView.ContentMode raw values are UIKit's: scaleToFill 0, scaleAspectFit 1, scaleAspectFill 2, center 4")
  func rawValues() {
    #expect(UIView.ContentMode.scaleToFill.rawValue == 0)
    #expect(UIView.ContentMode.scaleAspectFit.rawValue == 1)
    #expect(UIView.ContentMode.scaleAspectFill.rawValue == 2)
    #expect(UIView.ContentMode.center.rawValue == 4)
    #expect(UIView.ContentMode.bottomRight.rawValue == 12)
  }

  @Test("Intrinsic size is the image's size in points; with no image there is none (noIntrinsicMetric)")
  func intrinsicSize() {
    #expect(UIImageView(image: image).intrinsicContentSize == CGSize(width: 40, height: 20))
    let scaled = UIImage.solid(color: .black, size: CGSize(width: 10, height: 10), scale: 2)
    #expect(UIImageView(image: scaled).intrinsicContentSize == CGSize(width: 10, height: 10))
    #expect(UIImageView().intrinsicContentSize == CGSize(width: -1, height: -1))
  }

  @Test("init(image:) sizes the view to the image, as UIKit")
  func initSizesToImage() {
    #expect(UIImageView(image: image).frame.size == CGSize(width: 40, height: 20))
  }

  @Test("Image views do not take touches by default (isUserInteractionEnabled false)")
  func noInteraction() {
    #expect(!UIImageView().isUserInteractionEnabled)
  }

  @Test("scaleToFill (the default) stretches the image to the bounds")
  func scaleToFill() {
    let view = UIImageView(image: image)
    view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    #expect(view.contentMode == .scaleToFill)
    #expect(drawnRect(view) == CGRect(x: 0, y: 0, width: 100, height: 100))
  }

  @Test("scaleAspectFit fits the whole image, centred, keeping its aspect ratio")
  func aspectFit() {
    let view = UIImageView(image: image)
    view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    view.contentMode = .scaleAspectFit
    #expect(drawnRect(view) == CGRect(x: 0, y: 25, width: 100, height: 50))
  }

  @Test("scaleAspectFill covers the bounds, centred, overhanging on one axis")
  func aspectFill() {
    let view = UIImageView(image: image)
    view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    view.contentMode = .scaleAspectFill
    #expect(drawnRect(view) == CGRect(x: -50, y: 0, width: 200, height: 100))
  }

  @Test("center draws the image at its own size in the middle")
  func center() {
    let view = UIImageView(image: image)
    view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    view.contentMode = .center
    #expect(drawnRect(view) == CGRect(x: 30, y: 40, width: 40, height: 20))
  }

  @Test("Replacing the image with one of another size re-feeds Auto Layout")
  func imageChangeUpdatesLayout() {
    withControls { context in
      let (_, root) = context.makeScreen()
      let view = context.addConstrained(UIImageView(image: image), to: root)
      NSLayoutConstraint.activate([
        view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        view.topAnchor.constraint(equalTo: root.topAnchor),
      ])
      root.layoutIfNeeded()
      #expect(view.frame.size == CGSize(width: 40, height: 20))
      view.image = UIImage.solid(color: .black, size: CGSize(width: 8, height: 16))
      root.layoutIfNeeded()
      #expect(view.frame.size == CGSize(width: 8, height: 16))
    }
  }
}
