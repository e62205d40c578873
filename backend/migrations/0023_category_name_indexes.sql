-- A category search by name (the search box's suggestions, Magento's partial `match`) tests every
-- category's name in the store view. Both tables' rows are large (descriptions, extras): reading
-- them for 27,000 categories took over 200 ms, reading these narrow indexes under 10 ms.
CREATE INDEX categories_by_level_name ON categories (level, name);
CREATE INDEX category_store_texts_names ON category_store_texts (category_id, store_id, name);
