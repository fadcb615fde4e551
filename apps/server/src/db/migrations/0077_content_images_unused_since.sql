-- When a content picture was first seen unused by any banner (decision 099): the sweep deletes a
-- picture that stays unused for a grace period, and clears the mark when a banner uses it again.
ALTER TABLE content_images ADD COLUMN unused_since timestamptz;
