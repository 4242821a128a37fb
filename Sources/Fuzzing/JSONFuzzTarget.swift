import Foundation
import RecipeStore

extension FuzzTarget {
    /// The JSON collection reader and validator on any bytes, as `cookbook --data file.json`
    /// reads them: a collection or a `CollectionError`, nothing else.
    public static let json = FuzzTarget(
        name: "json",
        seeds: [
            #"{"version":1,"title":"T","categories":[{"id":"mains","name":"Mains"}],"recipes":[{"id":"a","name":"A","category":"mains","summary":"s","servings":2,"prepMinutes":5,"cookMinutes":10,"tags":["x"],"ingredients":["1 egg",{"quantity":2.5,"unit":"g","name":"salt","note":"fine"}],"steps":["Cook."],"related":["b"]},{"id":"b","name":"B","category":"mains","ingredients":[],"steps":[],"related":["a","a","zz"]}]}"#,
            #"{"version":1,"categories":[],"recipes":[],"extra":{"nested":[1,-2.5e3,true,false,null,"\u00e9\ud83d\ude00\n"]}}"#,
            #"{"version": 2, "categories": [{"id": "", "name": 3}], "recipes": [{"id": "x", "servings": -4}]}"#,
            "[1, 2, {\"a\": [[[[]]]]}]",
        ].map { Array($0.utf8) },
        tokens: ["{", "}", "[", "]", ",", ":", "\"", "\\u", "\\ud800", "\\\"", "true", "false", "null", "-", "1e999", "0.5",
                 #""version":"#, #""recipes":"#, #""categories":"#, #""id":"#, #""related":"#, #""servings":"#, #""steps":"#,
                 #""ingredients":"#, #"{"quantity":1}"#, "[[[[[[[[", "]]]]]]]]", "{\"a\":{\"a\":{\"a\":"],
        shapes: [.nested("[", close: "]"), .nested(#"{"a":"#, close: "}"), .nested(#"{"extra":["#, close: "]}")]
    ) { bytes in
        do throws(CollectionError) {
            let collection = try CollectionLoader.decode(Data(bytes), file: "fuzz.json")
            _ = (collection.recipes.count, collection.warnings.map(\.description))
        } catch {
            _ = error.description
        }
    }
}
